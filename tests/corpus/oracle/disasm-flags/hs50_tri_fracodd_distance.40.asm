hs_5_0
hs_decls 
dcl_input_control_point_count 3
dcl_output_control_point_count 3
dcl_tessellator_domain domain_tri
dcl_tessellator_partitioning partitioning_fractional_odd
dcl_tessellator_output_primitive output_triangle_cw
dcl_hs_max_tessfactor l(64.000000)
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[2], immediateIndexed
hs_fork_phase 
dcl_input vicp[3][0].xyz
dcl_output_siv o0.x, finalTriUeq0EdgeTessFactor
dcl_output_siv o1.x, finalTriVeq0EdgeTessFactor
dcl_output_siv o2.x, finalTriWeq0EdgeTessFactor
dcl_output_siv o3.x, finalTriInsideTessFactor
dcl_temps 3
add r0.xyz, vicp[2][0].xyzx, vicp[1][0].xyzx
mad r0.xyz, r0.xyzx, l(0.500000, 0.500000, 0.500000, 0.000000), -cb0[0].xyzx
dp3 r0.x, r0.xyzx, r0.xyzx
sqrt r0.x, r0.x
add r0.x, r0.x, -cb0[1].x
add r0.y, -cb0[1].x, cb0[1].y
div_sat r0.x, r0.x, r0.y
add r0.z, -cb0[0].w, l(1.000000)
mad r1.x, r0.x, r0.z, cb0[0].w
add r2.xyz, vicp[0][0].xyzx, vicp[2][0].xyzx
mad r2.xyz, r2.xyzx, l(0.500000, 0.500000, 0.500000, 0.000000), -cb0[0].xyzx
dp3 r0.x, r2.xyzx, r2.xyzx
sqrt r0.x, r0.x
add r0.x, r0.x, -cb0[1].x
div_sat r0.x, r0.x, r0.y
mad r1.y, r0.x, r0.z, cb0[0].w
add r0.x, r1.y, r1.x
add r2.xyz, vicp[1][0].xyzx, vicp[0][0].xyzx
mad r2.xyz, r2.xyzx, l(0.500000, 0.500000, 0.500000, 0.000000), -cb0[0].xyzx
dp3 r0.w, r2.xyzx, r2.xyzx
sqrt r0.w, r0.w
add r0.w, r0.w, -cb0[1].x
div_sat r0.y, r0.w, r0.y
mad r1.z, r0.y, r0.z, cb0[0].w
add r0.x, r0.x, r1.z
mul r1.w, r0.x, l(0.333333)
min r0.xyzw, r1.xyzw, l(64.000000, 64.000000, 64.000000, 64.000000)
mov o0.x, r0.x
mov o1.x, r0.y
mov o2.x, r0.z
mov o3.x, r0.w
ret 
