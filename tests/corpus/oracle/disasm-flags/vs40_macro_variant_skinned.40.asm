vs_4_0
dcl_constantbuffer cb0[148], dynamicIndexed
dcl_input v0.xyz
dcl_input v1.xyzw
dcl_input v2.xyzw
dcl_output_siv o0.xyzw, position
dcl_temps 4
imul null, r0.xyzw, v1.xyzw, l(3, 3, 3, 3)
mov r1.xyz, v0.xyzx
mov r1.w, l(1.000000)
dp4 r2.x, r1.xyzw, cb0[r0.y + 4].xyzw
dp4 r2.y, r1.xyzw, cb0[r0.y + 5].xyzw
dp4 r2.z, r1.xyzw, cb0[r0.y + 6].xyzw
mul r2.xyz, r2.xyzx, v2.yyyy
dp4 r3.x, r1.xyzw, cb0[r0.x + 4].xyzw
dp4 r3.y, r1.xyzw, cb0[r0.x + 5].xyzw
dp4 r3.z, r1.xyzw, cb0[r0.x + 6].xyzw
mad r2.xyz, r3.xyzx, v2.xxxx, r2.xyzx
dp4 r3.x, r1.xyzw, cb0[r0.z + 4].xyzw
dp4 r3.y, r1.xyzw, cb0[r0.z + 5].xyzw
dp4 r3.z, r1.xyzw, cb0[r0.z + 6].xyzw
mad r0.xyz, r3.xyzx, v2.zzzz, r2.xyzx
dp4 r2.x, r1.xyzw, cb0[r0.w + 4].xyzw
dp4 r2.y, r1.xyzw, cb0[r0.w + 5].xyzw
dp4 r2.z, r1.xyzw, cb0[r0.w + 6].xyzw
mad r0.xyz, r2.xyzx, v2.wwww, r0.xyzx
mov r0.w, l(1.000000)
dp4 o0.x, r0.xyzw, cb0[0].xyzw
dp4 o0.y, r0.xyzw, cb0[1].xyzw
dp4 o0.z, r0.xyzw, cb0[2].xyzw
dp4 o0.w, r0.xyzw, cb0[3].xyzw
ret 
