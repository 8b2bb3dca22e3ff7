// Which articles a car page recommends (an editorial category of GET /v1/articles): a buyer of a
// new-energy car most needs the battery and charging articles; anyone else the buying guides.

export function articleCategoryFor(car: { newEnergy: { isNewEnergy: boolean } }): string {
  return car.newEnergy.isNewEnergy ? '新能源' : '购车指南';
}
