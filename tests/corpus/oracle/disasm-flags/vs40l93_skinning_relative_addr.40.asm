vs_4_0
dcl_constantbuffer cb0[64], dynamicIndexed
dcl_input v0.xyz
dcl_input v1.xyz
dcl_input v2.xy
dcl_input v3.xy
dcl_output_siv o0.xyzw, position
dcl_output o1.xyz
dcl_temps 5
ftoi r0.xy, v2.xyxx
imul null, r0.xy, r0.xyxx, l(3, 3, 0, 0)
mul r1.xyzw, v3.yyyy, cb0[r0.y + 0].xyzw
mad r1.xyzw, cb0[r0.x + 0].xyzw, v3.xxxx, r1.xyzw
mov r2.xyz, v0.xyzx
mov r2.w, l(1.000000)
dp4 r3.x, r2.xyzw, r1.xyzw
dp3 r1.x, v1.xyzx, r1.xyzx
mul r4.xyzw, v3.yyyy, cb0[r0.y + 1].xyzw
mad r4.xyzw, cb0[r0.x + 1].xyzw, v3.xxxx, r4.xyzw
dp4 r3.y, r2.xyzw, r4.xyzw
dp3 r1.y, v1.xyzx, r4.xyzx
mul r4.xyzw, v3.yyyy, cb0[r0.y + 2].xyzw
mad r0.xyzw, cb0[r0.x + 2].xyzw, v3.xxxx, r4.xyzw
dp4 r3.z, r2.xyzw, r0.xyzw
dp3 r1.z, v1.xyzx, r0.xyzx
mov r3.w, l(1.000000)
dp4 o0.x, r3.xyzw, cb0[60].xyzw
dp4 o0.y, r3.xyzw, cb0[61].xyzw
dp4 o0.z, r3.xyzw, cb0[62].xyzw
dp4 o0.w, r3.xyzw, cb0[63].xyzw
dp3 r0.x, r1.xyzx, r1.xyzx
rsq r0.x, r0.x
mul o1.xyz, r0.xxxx, r1.xyzx
ret 
