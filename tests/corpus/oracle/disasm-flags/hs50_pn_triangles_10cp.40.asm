hs_5_0
hs_decls 
dcl_input_control_point_count 3
dcl_output_control_point_count 10
dcl_tessellator_domain domain_tri
dcl_tessellator_partitioning partitioning_fractional_odd
dcl_tessellator_output_primitive output_triangle_cw
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[1], immediateIndexed
hs_control_point_phase 
dcl_input vOutputControlPointID
dcl_input v[3][0].xyz
dcl_input v[3][1].xyz
dcl_output o0.xyz
dcl_temps 2
ult r0.x, vOutputControlPointID, l(3)
if_nz r0.x
  mov r0.x, vOutputControlPointID
  mov o0.xyz, v[r0.x + 0][0].xyzx
else 
  ult r0.x, vOutputControlPointID, l(9)
  if_nz r0.x
    iadd r0.x, vOutputControlPointID, l(-3)
    ushr r0.y, r0.x, l(1)
    and r0.x, r0.x, l(1)
    iadd r0.z, r0.y, l(1)
    udiv null, r0.z, r0.z, l(3)
    swapc r0.x, r1.x, r0.x, r0.z, r0.y
    mad r0.yzw, v[r1.x + 0][0].xxyz, l(0.000000, 2.000000, 2.000000, 2.000000), v[r0.x + 0][0].xxyz
    add r1.yzw, -v[r1.x + 0][0].xxyz, v[r0.x + 0][0].xxyz
    dp3 r0.x, r1.yzwy, v[r1.x + 0][1].xyzx
    mad r0.xyz, -r0.xxxx, v[r1.x + 0][1].xyzx, r0.yzwy
    mul o0.xyz, r0.xyzx, l(0.333333, 0.333333, 0.333333, 0.000000)
  else 
    add r0.xyz, v[1][0].xyzx, v[0][0].xyzx
    add r0.xyz, r0.xyzx, v[2][0].xyzx
    mul o0.xyz, r0.xyzx, l(0.333333, 0.333333, 0.333333, 0.000000)
  endif 
endif 
ret 
hs_fork_phase 
dcl_hs_fork_phase_instance_count 3
dcl_input vForkInstanceID
dcl_output_siv o0.x, finalTriUeq0EdgeTessFactor
dcl_output_siv o1.x, finalTriVeq0EdgeTessFactor
dcl_output_siv o2.x, finalTriWeq0EdgeTessFactor
dcl_temps 1
dcl_indexrange o0.x 3
mov r0.x, vForkInstanceID.x
mov o[r0.x + 0].x, cb0[0].x
ret 
hs_fork_phase 
dcl_output_siv o3.x, finalTriInsideTessFactor
mov o3.x, cb0[0].x
ret 
hs_fork_phase 
dcl_hs_fork_phase_instance_count 3
dcl_input vForkInstanceID
dcl_input vicp[3][1].x
dcl_output o4.x
dcl_output o5.x
dcl_output o6.x
dcl_temps 1
dcl_indexrange o4.x 3
mov r0.x, vForkInstanceID.x
mov o[r0.x + 4].x, vicp[r0.x + 0][1].x
ret 
hs_fork_phase 
dcl_hs_fork_phase_instance_count 3
dcl_input vForkInstanceID
dcl_input vicp[3][1].y
dcl_output o4.y
dcl_output o5.y
dcl_output o6.y
dcl_temps 1
dcl_indexrange o4.y 3
mov r0.x, vForkInstanceID.x
mov o[r0.x + 4].y, vicp[r0.x + 0][1].y
ret 
hs_fork_phase 
dcl_hs_fork_phase_instance_count 3
dcl_input vForkInstanceID
dcl_input vicp[3][1].z
dcl_output o4.z
dcl_output o5.z
dcl_output o6.z
dcl_temps 1
dcl_indexrange o4.z 3
mov r0.x, vForkInstanceID.x
mov o[r0.x + 4].z, vicp[r0.x + 0][1].z
ret 
