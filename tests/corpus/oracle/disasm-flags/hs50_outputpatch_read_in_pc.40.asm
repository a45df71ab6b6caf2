hs_5_0
hs_decls 
dcl_input_control_point_count 3
dcl_output_control_point_count 3
dcl_tessellator_domain domain_tri
dcl_tessellator_partitioning partitioning_fractional_even
dcl_tessellator_output_primitive output_triangle_cw
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[5], immediateIndexed
hs_control_point_phase 
dcl_input vOutputControlPointID
dcl_input v[3][0].xyz
dcl_output o0.xyzw
dcl_output o1.xyz
dcl_temps 2
mov r0.x, vOutputControlPointID
mov r1.xyz, v[r0.x + 0][0].xyzx
mov o1.xyz, v[r0.x + 0][0].xyzx
mov r1.w, l(1.000000)
dp4 o0.x, r1.xyzw, cb0[0].xyzw
dp4 o0.y, r1.xyzw, cb0[1].xyzw
dp4 o0.z, r1.xyzw, cb0[2].xyzw
dp4 o0.w, r1.xyzw, cb0[3].xyzw
ret 
hs_fork_phase 
dcl_hs_fork_phase_instance_count 3
dcl_input vForkInstanceID
dcl_input vocp[3][0].xyw
dcl_output_siv o0.x, finalTriUeq0EdgeTessFactor
dcl_output_siv o1.x, finalTriVeq0EdgeTessFactor
dcl_output_siv o2.x, finalTriWeq0EdgeTessFactor
dcl_temps 1
dcl_indexrange o0.x 3
iadd r0.xy, vForkInstanceID.xxxx, l(1, 2, 0, 0)
udiv null, r0.xy, r0.xyxx, l(3, 3, 0, 0)
div r0.xz, vocp[r0.x + 0][0].xxyx, vocp[r0.x + 0][0].wwww
div r0.yw, vocp[r0.y + 0][0].xxxy, vocp[r0.y + 0][0].wwww
add r0.xy, -r0.ywyy, r0.xzxx
dp2 r0.x, r0.xyxx, r0.xyxx
sqrt r0.x, r0.x
mul r0.x, r0.x, cb0[4].x
max r0.x, r0.x, l(1.000000)
min r0.x, r0.x, l(64.000000)
mov r0.y, vForkInstanceID.x
mov o[r0.y + 0].x, r0.x
ret 
hs_join_phase 
dcl_input vpc0.x
dcl_input vpc1.x
dcl_input vpc2.x
dcl_output_siv o3.x, finalTriInsideTessFactor
dcl_temps 1
max r0.x, vpc1.x, vpc2.x
max o3.x, r0.x, vpc0.x
ret 
