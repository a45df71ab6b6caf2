vs_4_0
dcl_constantbuffer cb0[11], immediateIndexed
dcl_input v0.xyz
dcl_input v1.xyz
dcl_output_siv o0.xyzw, position
dcl_output o1.xyzw
dcl_temps 1
mov r0.xyz, v0.xyzx
mov r0.w, l(1.000000)
dp4 o0.x, r0.xyzw, cb0[0].xyzw
dp4 o0.y, r0.xyzw, cb0[1].xyzw
dp4 o0.z, r0.xyzw, cb0[2].xyzw
dp4 o0.w, r0.xyzw, cb0[3].xyzw
dp3 r0.x, v1.xyzx, -cb0[4].xyzx
max r0.x, r0.x, l(0.000000)
mad r0.xyz, cb0[7].xyzx, r0.xxxx, cb0[10].xyzx
dp3 r0.w, v1.xyzx, -cb0[5].xyzx
max r0.w, r0.w, l(0.000000)
mad r0.xyz, cb0[8].xyzx, r0.wwww, r0.xyzx
dp3 r0.w, v1.xyzx, -cb0[6].xyzx
max r0.w, r0.w, l(0.000000)
mad o1.xyz, cb0[9].xyzx, r0.wwww, r0.xyzx
mov o1.w, l(1.000000)
ret 
