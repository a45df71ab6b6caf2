vs_4_0
dcl_constantbuffer cb0[192], dynamicIndexed
dcl_constantbuffer cb1[4], immediateIndexed
dcl_input v0.xyz
dcl_input v1.xyz
dcl_input v2.xyzw
dcl_input v3.xyzw
dcl_output_siv o0.xyzw, position
dcl_output o1.xyz
dcl_temps 4
mov r0.xyz, v0.xyzx
mov r0.w, l(1.000000)
imul null, r1.xyzw, v2.xyzw, l(3, 3, 3, 3)
dp4 r2.x, r0.xyzw, cb0[r1.y + 0].xyzw
dp4 r2.y, r0.xyzw, cb0[r1.y + 1].xyzw
dp4 r2.z, r0.xyzw, cb0[r1.y + 2].xyzw
mul r2.xyz, r2.xyzx, v3.yyyy
dp4 r3.x, r0.xyzw, cb0[r1.x + 0].xyzw
dp4 r3.y, r0.xyzw, cb0[r1.x + 1].xyzw
dp4 r3.z, r0.xyzw, cb0[r1.x + 2].xyzw
mad r2.xyz, r3.xyzx, v3.xxxx, r2.xyzx
dp4 r3.x, r0.xyzw, cb0[r1.z + 0].xyzw
dp4 r3.y, r0.xyzw, cb0[r1.z + 1].xyzw
dp4 r3.z, r0.xyzw, cb0[r1.z + 2].xyzw
mad r2.xyz, r3.xyzx, v3.zzzz, r2.xyzx
dp4 r3.x, r0.xyzw, cb0[r1.w + 0].xyzw
dp4 r3.y, r0.xyzw, cb0[r1.w + 1].xyzw
dp4 r3.z, r0.xyzw, cb0[r1.w + 2].xyzw
mad r0.xyz, r3.xyzx, v3.wwww, r2.xyzx
mov r0.w, l(1.000000)
dp4 o0.x, r0.xyzw, cb1[0].xyzw
dp4 o0.y, r0.xyzw, cb1[1].xyzw
dp4 o0.z, r0.xyzw, cb1[2].xyzw
dp4 o0.w, r0.xyzw, cb1[3].xyzw
dp3 r0.x, v1.xyzx, cb0[r1.y + 0].xyzx
dp3 r0.y, v1.xyzx, cb0[r1.y + 1].xyzx
dp3 r0.z, v1.xyzx, cb0[r1.y + 2].xyzx
mul r0.xyz, r0.xyzx, v3.yyyy
dp3 r2.x, v1.xyzx, cb0[r1.x + 0].xyzx
dp3 r2.y, v1.xyzx, cb0[r1.x + 1].xyzx
dp3 r2.z, v1.xyzx, cb0[r1.x + 2].xyzx
mad r0.xyz, r2.xyzx, v3.xxxx, r0.xyzx
dp3 r2.x, v1.xyzx, cb0[r1.z + 0].xyzx
dp3 r2.y, v1.xyzx, cb0[r1.z + 1].xyzx
dp3 r2.z, v1.xyzx, cb0[r1.z + 2].xyzx
mad r0.xyz, r2.xyzx, v3.zzzz, r0.xyzx
dp3 r1.x, v1.xyzx, cb0[r1.w + 0].xyzx
dp3 r1.y, v1.xyzx, cb0[r1.w + 1].xyzx
dp3 r1.z, v1.xyzx, cb0[r1.w + 2].xyzx
mad r0.xyz, r1.xyzx, v3.wwww, r0.xyzx
dp3 r0.w, r0.xyzx, r0.xyzx
rsq r0.w, r0.w
mul o1.xyz, r0.wwww, r0.xyzx
ret 
