hs_5_0
hs_decls 
dcl_input_control_point_count 2
dcl_output_control_point_count 2
dcl_tessellator_domain domain_isoline
dcl_tessellator_partitioning partitioning_pow2
dcl_tessellator_output_primitive output_point
dcl_globalFlags refactoringAllowed
hs_control_point_phase 
dcl_input vOutputControlPointID
dcl_input v[2][0].xyz
dcl_input v[2][0].w
dcl_output o0.xyz
dcl_output o0.w
dcl_temps 1
mov r0.x, vOutputControlPointID
mul o0.xyzw, l(1.000000, 1.000000, 1.000000, 2.000000), v[r0.x + 0][0].xyzw
ret 
hs_fork_phase 
dcl_output_siv o0.x, finalLineDensityTessFactor
mov o0.x, l(1.000000)
ret 
hs_fork_phase 
dcl_input vicp[2][0].xyz
dcl_output_siv o1.x, finalLineDetailTessFactor
dcl_temps 1
add r0.xyz, -vicp[1][0].xyzx, vicp[0][0].xyzx
dp3 r0.x, r0.xyzx, r0.xyzx
sqrt r0.x, r0.x
mul r0.x, r0.x, l(4.000000)
max r0.x, r0.x, l(1.000000)
log r0.x, r0.x
round_pi r0.x, r0.x
exp o1.x, r0.x
ret 
