hs_5_0
hs_decls 
dcl_input_control_point_count 16
dcl_output_control_point_count 16
dcl_tessellator_domain domain_quad
dcl_tessellator_partitioning partitioning_fractional_even
dcl_tessellator_output_primitive output_triangle_cw
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[1], immediateIndexed
hs_control_point_phase 
dcl_input vOutputControlPointID
dcl_input vPrim
dcl_input v[16][0].xyz
dcl_output o0.xyz
dcl_temps 1
and r0.x, vPrim, l(1)
utof r0.x, r0.x
mov r0.y, vOutputControlPointID
mad o0.xyz, r0.xxxx, l(0.001000, 0.001000, 0.001000, 0.000000), v[r0.y + 0][0].xyzx
ret 
hs_fork_phase 
dcl_hs_fork_phase_instance_count 4
dcl_input vForkInstanceID
dcl_output_siv o0.x, finalQuadUeq0EdgeTessFactor
dcl_output_siv o1.x, finalQuadVeq0EdgeTessFactor
dcl_output_siv o2.x, finalQuadUeq1EdgeTessFactor
dcl_output_siv o3.x, finalQuadVeq1EdgeTessFactor
dcl_temps 1
dcl_indexrange o0.x 4
mov r0.x, vForkInstanceID.x
mov o[r0.x + 0].x, cb0[0].x
ret 
hs_fork_phase 
dcl_hs_fork_phase_instance_count 2
dcl_input vForkInstanceID
dcl_output_siv o4.x, finalQuadUInsideTessFactor
dcl_output_siv o5.x, finalQuadVInsideTessFactor
dcl_temps 1
dcl_indexrange o4.x 2
mov r0.x, vForkInstanceID.x
mov o[r0.x + 4].x, cb0[0].x
ret 
hs_fork_phase 
dcl_input vicp[16][0].x
dcl_output o0.y
dcl_temps 1
add r0.x, vicp[6][0].x, vicp[5][0].x
add r0.x, r0.x, vicp[9][0].x
add r0.x, r0.x, vicp[10][0].x
mul o0.y, r0.x, l(0.250000)
ret 
hs_fork_phase 
dcl_input vicp[16][0].y
dcl_output o0.z
dcl_temps 1
add r0.x, vicp[6][0].y, vicp[5][0].y
add r0.x, r0.x, vicp[9][0].y
add r0.x, r0.x, vicp[10][0].y
mul o0.z, r0.x, l(0.250000)
ret 
hs_fork_phase 
dcl_input vicp[16][0].z
dcl_output o0.w
dcl_temps 1
add r0.x, vicp[6][0].z, vicp[5][0].z
add r0.x, r0.x, vicp[9][0].z
add r0.x, r0.x, vicp[10][0].z
mul o0.w, r0.x, l(0.250000)
ret 
