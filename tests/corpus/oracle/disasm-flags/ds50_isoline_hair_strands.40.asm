ds_5_0
dcl_input_control_point_count 4
dcl_tessellator_domain domain_isoline
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[5], immediateIndexed
dcl_input vDomain.xy
dcl_input vicp[4][0].xyz
dcl_output_siv o0.xyzw, position
dcl_output o1.x
dcl_temps 3
mul r0.x, vDomain.y, l(37.000000)
mad r0.x, vDomain.x, cb0[4].x, r0.x
add r0.x, r0.x, cb0[4].y
sincos r0.x, r1.x, r0.x
mov r0.z, r1.x
mul r0.xy, r0.xzxx, vDomain.xxxx
mul r0.xz, r0.xxyx, l(0.050000, 0.000000, 0.050000, 0.000000)
add r1.xyz, -vicp[2][0].xyzx, vicp[3][0].xyzx
mad r1.xyz, vDomain.xxxx, r1.xyzx, vicp[2][0].xyzx
add r2.xyz, -vicp[0][0].xyzx, vicp[1][0].xyzx
mad r2.xyz, vDomain.xxxx, r2.xyzx, vicp[0][0].xyzx
add r1.xyz, r1.xyzx, -r2.xyzx
mad r1.xyz, vDomain.yyyy, r1.xyzx, r2.xyzx
mov r0.yw, l(0,0,0,1.000000)
add r0.xyz, r0.xyzx, r1.xyzx
dp4 o0.x, r0.xyzw, cb0[0].xyzw
dp4 o0.y, r0.xyzw, cb0[1].xyzw
dp4 o0.z, r0.xyzw, cb0[2].xyzw
dp4 o0.w, r0.xyzw, cb0[3].xyzw
mov o1.x, vDomain.x
ret 
