// A scaled range reduction before sincos, as a game's compiler folds
// sin(x * F): mad by K = F / (2 pi), frc, mad by 2 pi and -pi; in a
// loop of i0 passes, where the HLSL's registers are not precise.
ps_3_0
def c0, 0.200000003, 0.5, 6.28318548, -3.14159274
def c1, 63.6942711, 0.5, 0, 0
dcl_texcoord v0
mov r1, c1.z
rep i0
  mad r0.x, v0.x, c0.x, c0.y
  frc r0.x, r0.x
  mad r0.x, r0.x, c0.z, c0.w
  sincos r2.xy, r0.x
  add r1.xy, r1, r2
  mad r0.y, v0.y, c1.x, c1.y
  frc r0.y, r0.y
  mad r0.y, r0.y, c0.z, c0.w
  sincos r2.y, r0.y
  add r1.z, r1.z, r2.y
endrep
mov oC0, r1
