hs_5_0
hs_decls 
dcl_input_control_point_count 4
dcl_output_control_point_count 4
dcl_tessellator_domain domain_quad
dcl_tessellator_partitioning partitioning_integer
dcl_tessellator_output_primitive output_triangle_cw
dcl_globalFlags refactoringAllowed
dcl_resource_buffer (float,float,float,float) t0
hs_control_point_phase 
dcl_input vOutputControlPointID
dcl_input v[4][0].xyz
dcl_input v[4][1].x
dcl_output o0.xyz
dcl_output o1.x
dcl_temps 1
ineg r0.x, vOutputControlPointID
mov o0.xyz, v[r0.x + 3][0].xyzx
mov o1.x, v[r0.x + 3][1].x
ret 
hs_fork_phase 
dcl_input vPrim
dcl_output_siv o0.x, finalQuadUeq0EdgeTessFactor
dcl_temps 1
ld_indexable(buffer)(float,float,float,float) r0.x, vPrim, t0.xyzw
mov o0.x, r0.x
ret 
hs_fork_phase 
dcl_input vPrim
dcl_output_siv o1.x, finalQuadVeq0EdgeTessFactor
dcl_temps 1
ld_indexable(buffer)(float,float,float,float) r0.x, vPrim, t0.yxzw
mov o1.x, r0.x
ret 
hs_fork_phase 
dcl_input vPrim
dcl_output_siv o2.x, finalQuadUeq1EdgeTessFactor
dcl_temps 1
ld_indexable(buffer)(float,float,float,float) r0.x, vPrim, t0.zxyw
mov o2.x, r0.x
ret 
hs_fork_phase 
dcl_input vPrim
dcl_output_siv o3.x, finalQuadVeq1EdgeTessFactor
dcl_temps 1
ld_indexable(buffer)(float,float,float,float) r0.x, vPrim, t0.wxyz
mov o3.x, r0.x
ret 
hs_fork_phase 
dcl_input vicp[4][1].x
dcl_output o0.y
xor o0.y, vicp[3][1].x, vicp[0][1].x
ret 
hs_join_phase 
dcl_hs_join_phase_instance_count 2
dcl_input vpc0.x
dcl_input vpc1.x
dcl_input vpc2.x
dcl_input vpc3.x
dcl_input vJoinInstanceID
dcl_output_siv o4.x, finalQuadUInsideTessFactor
dcl_output_siv o5.x, finalQuadVInsideTessFactor
dcl_temps 1
dcl_indexrange o4.x 2
dcl_indexrange vpc0.x 4
mov r0.x, vJoinInstanceID.x
max r0.y, vpc[r0.x + 0].x, vpc[r0.x + 2].x
mov o[r0.x + 4].x, r0.y
ret 
