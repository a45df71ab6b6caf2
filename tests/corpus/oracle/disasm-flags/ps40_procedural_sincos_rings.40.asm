ps_4_0
dcl_constantbuffer cb0[1], immediateIndexed
dcl_input_ps linear v1.xy
dcl_output o0.xyzw
dcl_temps 2
add r0.xy, v1.yxyy, -cb0[0].wzww
max r0.z, |r0.y|, |r0.x|
div r0.z, l(1.000000, 1.000000, 1.000000, 1.000000), r0.z
min r0.w, |r0.y|, |r0.x|
mul r0.z, r0.z, r0.w
mul r0.w, r0.z, r0.z
mad r1.x, r0.w, l(0.020835), l(-0.085133)
mad r1.x, r0.w, r1.x, l(0.180141)
mad r1.x, r0.w, r1.x, l(-0.330299)
mad r0.w, r0.w, r1.x, l(0.999866)
mul r1.x, r0.w, r0.z
mad r1.x, r1.x, l(-2.000000), l(1.570796)
lt r1.y, |r0.y|, |r0.x|
and r1.x, r1.y, r1.x
mad r0.z, r0.z, r0.w, r1.x
lt r0.w, r0.y, -r0.y
and r0.w, r0.w, l(0xc0490fdb)
add r0.z, r0.w, r0.z
min r0.w, r0.y, r0.x
lt r0.w, r0.w, -r0.w
max r1.x, r0.y, r0.x
dp2 r0.x, r0.xyxx, r0.xyxx
sqrt r0.x, r0.x
ge r0.y, r1.x, -r1.x
and r0.y, r0.y, r0.w
movc r0.y, r0.y, -r0.z, r0.z
mul r0.zw, r0.xxxx, l(0.000000, 0.000000, 20.000000, -4.000000)
mad r0.y, r0.y, l(5.000000), r0.z
exp r0.z, r0.w
sincos o0.z, null, r0.y
add r0.y, r0.x, l(1.000000)
mad r0.x, r0.x, cb0[0].y, -cb0[0].x
sincos r0.x, r1.x, r0.x
log r0.y, r0.y
add o0.w, r0.y, r0.z
mad o0.x, r0.x, l(0.500000), l(0.500000)
mad o0.y, r1.x, l(0.500000), l(0.500000)
ret 
