ds_5_0
dcl_input_control_point_count 10
dcl_tessellator_domain domain_tri
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[4], immediateIndexed
dcl_input vpc4.xyz
dcl_input vpc5.xyz
dcl_input vpc6.xyz
dcl_input vDomain.xyz
dcl_input vicp[10][0].xyz
dcl_output_siv o0.xyzw, position
dcl_output o1.xyz
dcl_temps 3
mul r0.xyz, vDomain.zxyz, vDomain.zxyz
mul r1.xyz, r0.yyyy, vicp[1][0].xyzx
mul r1.xyz, r1.xyzx, vDomain.xxxx
mul r2.xyz, r0.xxxx, vicp[0][0].xyzx
mad r1.xyz, r2.xyzx, vDomain.zzzz, r1.xyzx
mul r2.xyz, r0.zzzz, vicp[2][0].xyzx
mad r1.xyz, r2.xyzx, vDomain.yyyy, r1.xyzx
mul r2.xyz, r0.xxxx, vicp[3][0].xyzx
mul r2.xyz, r2.xyzx, vDomain.xxxx
mad r1.xyz, r2.xyzx, l(3.000000, 3.000000, 3.000000, 0.000000), r1.xyzx
mul r2.xyz, vDomain.zzzz, vicp[4][0].xyzx
mul r2.xyz, r0.yyyy, r2.xyzx
mad r1.xyz, r2.xyzx, l(3.000000, 3.000000, 3.000000, 0.000000), r1.xyzx
mul r2.xyz, r0.yyyy, vicp[5][0].xyzx
mul r2.xyz, r2.xyzx, vDomain.yyyy
mad r1.xyz, r2.xyzx, l(3.000000, 3.000000, 3.000000, 0.000000), r1.xyzx
mul r2.xyz, vDomain.xxxx, vicp[6][0].xyzx
mul r2.xyz, r0.zzzz, r2.xyzx
mad r1.xyz, r2.xyzx, l(3.000000, 3.000000, 3.000000, 0.000000), r1.xyzx
mul r0.yzw, r0.zzzz, vicp[7][0].xxyz
mul r0.yzw, r0.yyzw, vDomain.zzzz
mad r0.yzw, r0.yyzw, l(0.000000, 3.000000, 3.000000, 3.000000), r1.xxyz
mul r1.xyz, vDomain.yyyy, vicp[8][0].xyzx
mul r1.xyz, r0.xxxx, r1.xyzx
mad r0.xyz, r1.xyzx, l(3.000000, 3.000000, 3.000000, 0.000000), r0.yzwy
mul r1.xyz, vDomain.xxxx, vicp[9][0].xyzx
mul r1.xyz, r1.xyzx, vDomain.yyyy
mul r1.xyz, r1.xyzx, vDomain.zzzz
mad r0.xyz, r1.xyzx, l(6.000000, 6.000000, 6.000000, 0.000000), r0.xyzx
mov r0.w, l(1.000000)
dp4 o0.x, r0.xyzw, cb0[0].xyzw
dp4 o0.y, r0.xyzw, cb0[1].xyzw
dp4 o0.z, r0.xyzw, cb0[2].xyzw
dp4 o0.w, r0.xyzw, cb0[3].xyzw
mul r0.xyz, vpc5.xyzx, vDomain.xxxx
mad r0.xyz, vpc4.xyzx, vDomain.zzzz, r0.xyzx
mad r0.xyz, vpc6.xyzx, vDomain.yyyy, r0.xyzx
dp3 r0.w, r0.xyzx, r0.xyzx
rsq r0.w, r0.w
mul o1.xyz, r0.wwww, r0.xyzx
ret 
