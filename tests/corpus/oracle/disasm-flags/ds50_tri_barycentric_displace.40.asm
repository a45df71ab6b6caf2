ds_5_0
dcl_input_control_point_count 3
dcl_tessellator_domain domain_tri
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[5], immediateIndexed
dcl_sampler s0, mode_default
dcl_resource_texture2d (float,float,float,float) t0
dcl_input vDomain.xyz
dcl_input vicp[3][0].xyz
dcl_input vicp[3][1].xyz
dcl_input vicp[3][2].xy
dcl_output_siv o0.xyzw, position
dcl_output o1.xyz
dcl_output o2.xy
dcl_temps 3
mul r0.xyz, vDomain.yyyy, vicp[1][0].xyzx
mad r0.xyz, vicp[0][0].xyzx, vDomain.xxxx, r0.xyzx
mad r0.xyz, vicp[2][0].xyzx, vDomain.zzzz, r0.xyzx
mul r1.xyz, vDomain.yyyy, vicp[1][1].xyzx
mad r1.xyz, vicp[0][1].xyzx, vDomain.xxxx, r1.xyzx
mad r1.xyz, vicp[2][1].xyzx, vDomain.zzzz, r1.xyzx
dp3 r0.w, r1.xyzx, r1.xyzx
rsq r0.w, r0.w
mul r1.xyz, r0.wwww, r1.xyzx
mul r2.xy, vDomain.yyyy, vicp[1][2].xyxx
mad r2.xy, vicp[0][2].xyxx, vDomain.xxxx, r2.xyxx
mad r2.xy, vicp[2][2].xyxx, vDomain.zzzz, r2.xyxx
sample_l_indexable(texture2d)(float,float,float,float) r0.w, r2.xyxx, t0.yzwx, s0, l(0.000000)
mov o2.xy, r2.xyxx
mul r2.xyz, r0.wwww, r1.xyzx
mov o1.xyz, r1.xyzx
mad r0.xyz, r2.xyzx, cb0[4].xxxx, r0.xyzx
mov r0.w, l(1.000000)
dp4 o0.x, r0.xyzw, cb0[0].xyzw
dp4 o0.y, r0.xyzw, cb0[1].xyzw
dp4 o0.z, r0.xyzw, cb0[2].xyzw
dp4 o0.w, r0.xyzw, cb0[3].xyzw
ret 
