hs_5_0
hs_decls 
dcl_input_control_point_count 4
dcl_output_control_point_count 4
dcl_tessellator_domain domain_isoline
dcl_tessellator_partitioning partitioning_integer
dcl_tessellator_output_primitive output_line
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[1], immediateIndexed
hs_fork_phase 
dcl_output_siv o0.x, finalLineDensityTessFactor
mov o0.x, cb0[0].x
ret 
hs_fork_phase 
dcl_input vicp[4][0].w
dcl_output_siv o1.x, finalLineDetailTessFactor
dcl_temps 1
add_sat r0.x, l(0.500000), vicp[0][0].w
mul o1.x, r0.x, cb0[0].y
ret 
