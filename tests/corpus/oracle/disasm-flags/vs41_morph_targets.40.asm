vs_4_1
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[5], immediateIndexed
dcl_input v0.xyz
dcl_input v1.xyz
dcl_input v2.xyz
dcl_input v3.xyz
dcl_input v4.xyz
dcl_input v5.xyz
dcl_output_siv o0.xyzw, position
dcl_output o1.xyz
dcl_temps 1
mad r0.xyz, v1.xyzx, cb0[0].xxxx, v0.xyzx
mad r0.xyz, v2.xyzx, cb0[0].yyyy, r0.xyzx
mad r0.xyz, v3.xyzx, cb0[0].zzzz, r0.xyzx
mad r0.xyz, v4.xyzx, cb0[0].wwww, r0.xyzx
mov r0.w, l(1.000000)
dp4 o0.x, r0.xyzw, cb0[1].xyzw
dp4 o0.y, r0.xyzw, cb0[2].xyzw
dp4 o0.z, r0.xyzw, cb0[3].xyzw
dp4 o0.w, r0.xyzw, cb0[4].xyzw
mov o1.xyz, v5.xyzx
ret 
