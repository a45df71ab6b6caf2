ds_5_0
dcl_input_control_point_count 3
dcl_tessellator_domain domain_tri
dcl_globalFlags refactoringAllowed | enableMinimumPrecision
dcl_constantbuffer cb0[5], immediateIndexed
dcl_input vDomain.xyz
dcl_input vicp[3][0].xyz
dcl_input vicp[3][1].xyz
dcl_output_siv o0.xyzw, position
dcl_output o1.xyz {min16f}
dcl_temps 3
mul r0.xyz, vDomain.yyyy, vicp[1][0].xyzx
mad r0.xyz, vicp[0][0].xyzx, vDomain.xxxx, r0.xyzx
mad r0.xyz, vicp[2][0].xyzx, vDomain.zzzz, r0.xyzx
add r1.xyz, r0.xyzx, -vicp[1][0].xyzx
dp3 r0.w, r1.xyzx, vicp[1][1].xyzx
mad r1.xyz, -r0.wwww, vicp[1][1].xyzx, r0.xyzx
mul r1.xyz, r1.xyzx, vDomain.yyyy
add r2.xyz, r0.xyzx, -vicp[0][0].xyzx
dp3 r0.w, r2.xyzx, vicp[0][1].xyzx
mad r2.xyz, -r0.wwww, vicp[0][1].xyzx, r0.xyzx
mad r1.xyz, r2.xyzx, vDomain.xxxx, r1.xyzx
add r2.xyz, r0.xyzx, -vicp[2][0].xyzx
dp3 r0.w, r2.xyzx, vicp[2][1].xyzx
mad r2.xyz, -r0.wwww, vicp[2][1].xyzx, r0.xyzx
mad r1.xyz, r2.xyzx, vDomain.zzzz, r1.xyzx
add r1.xyz, -r0.xyzx, r1.xyzx
mad r0.xyz, cb0[4].xxxx, r1.xyzx, r0.xyzx
mov r0.w, l(1.000000)
dp4 o0.x, r0.xyzw, cb0[0].xyzw
dp4 o0.y, r0.xyzw, cb0[1].xyzw
dp4 o0.z, r0.xyzw, cb0[2].xyzw
dp4 o0.w, r0.xyzw, cb0[3].xyzw
mul r0.xyz, vDomain.yyyy, vicp[1][1].xyzx
mad r0.xyz, vicp[0][1].xyzx, vDomain.xxxx, r0.xyzx
mad r0.xyz, vicp[2][1].xyzx, vDomain.zzzz, r0.xyzx
dp3 r0.w, r0.xyzx, r0.xyzx
rsq r0.w, r0.w
mul r0.xyz, r0.wwww, r0.xyzx
mov o1.xyz {min16f}, r0.xyzx {def32 as min16f}
ret 
