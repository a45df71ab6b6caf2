ds_5_0
dcl_input_control_point_count 4
dcl_tessellator_domain domain_quad
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[5], immediateIndexed
dcl_sampler s0, mode_default
dcl_resource_texture2d (float,float,float,float) t0
dcl_resource_texture2darray (float,float,float,float) t1
dcl_input vDomain.xy
dcl_input vPrim
dcl_input vicp[4][0].xyz
dcl_input vicp[4][1].xy
dcl_output_siv o0.xyzw, position
dcl_output o1.xyz
dcl_output o2.xy
dcl_output o3.xyzw
dcl_temps 2
add r0.xyz, -vicp[3][0].xyzx, vicp[2][0].xyzx
mad r0.xyz, vDomain.xxxx, r0.xyzx, vicp[3][0].xyzx
add r1.xyz, -vicp[0][0].xyzx, vicp[1][0].xyzx
mad r1.xyz, vDomain.xxxx, r1.xyzx, vicp[0][0].xyzx
add r0.xyz, r0.xyzx, -r1.xyzx
mad r0.xyz, vDomain.yyyy, r0.xyzx, r1.xyzx
add r1.xy, -vicp[3][1].xyxx, vicp[2][1].xyxx
mad r1.xy, vDomain.xxxx, r1.xyxx, vicp[3][1].xyxx
add r1.zw, -vicp[0][1].xxxy, vicp[1][1].xxxy
mad r1.zw, vDomain.xxxx, r1.zzzw, vicp[0][1].xxxy
add r1.xy, -r1.zwzz, r1.xyxx
mad r1.xy, vDomain.yyyy, r1.xyxx, r1.zwzz
sample_l_indexable(texture2d)(float,float,float,float) r1.w, r1.xyxx, t0.yzwx, s0, l(0.000000)
mad r0.y, r1.w, cb0[4].x, r0.y
mov r0.w, l(1.000000)
dp4 o0.x, r0.xyzw, cb0[0].xyzw
dp4 o0.y, r0.xyzw, cb0[1].xyzw
dp4 o0.z, r0.xyzw, cb0[2].xyzw
dp4 o0.w, r0.xyzw, cb0[3].xyzw
sample_l_aoffimmi_indexable(1,0,0)(texture2d)(float,float,float,float) r0.x, r1.xyxx, t0.xyzw, s0, l(0.000000)
add r0.x, -r0.x, r1.w
mul r0.x, r0.x, cb0[4].x
sample_l_aoffimmi_indexable(0,1,0)(texture2d)(float,float,float,float) r0.w, r1.xyxx, t0.yzwx, s0, l(0.000000)
add r0.w, -r0.w, r1.w
mul r0.z, r0.w, cb0[4].x
mov r0.y, cb0[4].y
dp3 r0.w, r0.xyzx, r0.xyzx
rsq r0.w, r0.w
mul o1.xyz, r0.wwww, r0.xyzx
mov o2.xy, r1.xyxx
and r0.x, vPrim, l(3)
utof r1.z, r0.x
sample_l_indexable(texture2darray)(float,float,float,float) o3.xyzw, r1.xyzx, t1.xyzw, s0, l(0.000000)
ret 
