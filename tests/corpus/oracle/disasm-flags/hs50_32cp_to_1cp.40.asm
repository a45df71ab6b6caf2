hs_5_0
hs_decls 
dcl_input_control_point_count 32
dcl_output_control_point_count 1
dcl_tessellator_domain domain_quad
dcl_tessellator_partitioning partitioning_fractional_odd
dcl_tessellator_output_primitive output_triangle_ccw
dcl_globalFlags refactoringAllowed
dcl_immediateConstantBuffer { { 2.000000, 0, 0, 0},
                              { 0, 8, 0, 0},
                              { 0, 16, 0, 0},
                              { 0, 24, 0, 0} }
hs_control_point_phase 
dcl_input v[32][0].xyzw
dcl_output o0.xyzw
dcl_output o1.xyzw
dcl_temps 3
min r0.xyzw, v[1][0].xyzw, v[0][0].xyzw
min r0.xyzw, r0.xyzw, v[2][0].xyzw
min r0.xyzw, r0.xyzw, v[3][0].xyzw
min r0.xyzw, r0.xyzw, v[4][0].xyzw
min r0.xyzw, r0.xyzw, v[5][0].xyzw
min r0.xyzw, r0.xyzw, v[6][0].xyzw
min r0.xyzw, r0.xyzw, v[7][0].xyzw
min r0.xyzw, r0.xyzw, v[8][0].xyzw
min r0.xyzw, r0.xyzw, v[9][0].xyzw
min r0.xyzw, r0.xyzw, v[10][0].xyzw
min r0.xyzw, r0.xyzw, v[11][0].xyzw
min r0.xyzw, r0.xyzw, v[12][0].xyzw
min r0.xyzw, r0.xyzw, v[13][0].xyzw
min r0.xyzw, r0.xyzw, v[14][0].xyzw
min r0.xyzw, r0.xyzw, v[15][0].xyzw
min r0.xyzw, r0.xyzw, v[16][0].xyzw
min r0.xyzw, r0.xyzw, v[17][0].xyzw
min r0.xyzw, r0.xyzw, v[18][0].xyzw
min r0.xyzw, r0.xyzw, v[19][0].xyzw
min r0.xyzw, r0.xyzw, v[20][0].xyzw
min r0.xyzw, r0.xyzw, v[21][0].xyzw
min r0.xyzw, r0.xyzw, v[22][0].xyzw
min r0.xyzw, r0.xyzw, v[23][0].xyzw
min r0.xyzw, r0.xyzw, v[24][0].xyzw
min r0.xyzw, r0.xyzw, v[25][0].xyzw
min r0.xyzw, r0.xyzw, v[26][0].xyzw
min r0.xyzw, r0.xyzw, v[27][0].xyzw
min r0.xyzw, r0.xyzw, v[28][0].xyzw
min r0.xyzw, r0.xyzw, v[29][0].xyzw
min r0.xyzw, r0.xyzw, v[30][0].xyzw
min r0.xyzw, r0.xyzw, v[31][0].xyzw
max r1.xyzw, v[1][0].xyzw, v[0][0].xyzw
max r1.xyzw, r1.xyzw, v[2][0].xyzw
max r1.xyzw, r1.xyzw, v[3][0].xyzw
max r1.xyzw, r1.xyzw, v[4][0].xyzw
max r1.xyzw, r1.xyzw, v[5][0].xyzw
max r1.xyzw, r1.xyzw, v[6][0].xyzw
max r1.xyzw, r1.xyzw, v[7][0].xyzw
max r1.xyzw, r1.xyzw, v[8][0].xyzw
max r1.xyzw, r1.xyzw, v[9][0].xyzw
max r1.xyzw, r1.xyzw, v[10][0].xyzw
max r1.xyzw, r1.xyzw, v[11][0].xyzw
max r1.xyzw, r1.xyzw, v[12][0].xyzw
max r1.xyzw, r1.xyzw, v[13][0].xyzw
max r1.xyzw, r1.xyzw, v[14][0].xyzw
max r1.xyzw, r1.xyzw, v[15][0].xyzw
max r1.xyzw, r1.xyzw, v[16][0].xyzw
max r1.xyzw, r1.xyzw, v[17][0].xyzw
max r1.xyzw, r1.xyzw, v[18][0].xyzw
max r1.xyzw, r1.xyzw, v[19][0].xyzw
max r1.xyzw, r1.xyzw, v[20][0].xyzw
max r1.xyzw, r1.xyzw, v[21][0].xyzw
max r1.xyzw, r1.xyzw, v[22][0].xyzw
max r1.xyzw, r1.xyzw, v[23][0].xyzw
max r1.xyzw, r1.xyzw, v[24][0].xyzw
max r1.xyzw, r1.xyzw, v[25][0].xyzw
max r1.xyzw, r1.xyzw, v[26][0].xyzw
max r1.xyzw, r1.xyzw, v[27][0].xyzw
max r1.xyzw, r1.xyzw, v[28][0].xyzw
max r1.xyzw, r1.xyzw, v[29][0].xyzw
max r1.xyzw, r1.xyzw, v[30][0].xyzw
max r1.xyzw, r1.xyzw, v[31][0].xyzw
add r2.xyzw, r0.xyzw, r1.xyzw
add r0.xyzw, -r0.xyzw, r1.xyzw
mul o1.xyzw, r0.xyzw, l(0.500000, 0.500000, 0.500000, 0.500000)
mul o0.xyzw, r2.xyzw, l(0.500000, 0.500000, 0.500000, 0.500000)
ret 
hs_fork_phase 
dcl_hs_fork_phase_instance_count 4
dcl_input vForkInstanceID
dcl_input vicp[32][0].w
dcl_output_siv o0.x, finalQuadUeq0EdgeTessFactor
dcl_output_siv o1.x, finalQuadVeq0EdgeTessFactor
dcl_output_siv o2.x, finalQuadUeq1EdgeTessFactor
dcl_output_siv o3.x, finalQuadVeq1EdgeTessFactor
dcl_temps 1
dcl_indexrange o0.x 4
mov r0.x, vForkInstanceID.x
mov r0.y, icb[r0.x + 0].y
add r0.y, l(1.000000), vicp[r0.y + 0][0].w
mov o[r0.x + 0].x, r0.y
ret 
hs_fork_phase 
dcl_hs_fork_phase_instance_count 2
dcl_input vForkInstanceID
dcl_output_siv o4.x, finalQuadUInsideTessFactor
dcl_output_siv o5.x, finalQuadVInsideTessFactor
dcl_temps 1
dcl_indexrange o4.x 2
mov r0.x, vForkInstanceID.x
mov o[r0.x + 4].x, l(2.000000)
ret 
