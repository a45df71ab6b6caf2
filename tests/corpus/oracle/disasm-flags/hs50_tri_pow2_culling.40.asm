hs_5_0
hs_decls 
dcl_input_control_point_count 3
dcl_output_control_point_count 3
dcl_tessellator_domain domain_tri
dcl_tessellator_partitioning partitioning_pow2
dcl_tessellator_output_primitive output_triangle_ccw
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[5], immediateIndexed
hs_control_point_phase 
dcl_input vOutputControlPointID
dcl_input v[3][0].xyz
dcl_input v[3][1].xyz
dcl_output o0.xyz
dcl_output o1.xyz
dcl_temps 1
mov r0.x, vOutputControlPointID
mov o0.xyz, v[r0.x + 0][0].xyzx
dp3 r0.y, v[r0.x + 0][1].xyzx, v[r0.x + 0][1].xyzx
rsq r0.y, r0.y
mul o1.xyz, r0.yyyy, v[r0.x + 0][1].xyzx
ret 
hs_join_phase 
dcl_input vicp[3][0].xyz
dcl_output_siv o0.x, finalTriUeq0EdgeTessFactor
dcl_output_siv o1.x, finalTriVeq0EdgeTessFactor
dcl_output_siv o2.x, finalTriWeq0EdgeTessFactor
dcl_output_siv o3.x, finalTriInsideTessFactor
dcl_temps 5
mov r0.xyz, vicp[0][0].xyzx
mov r0.w, l(1.000000)
dp4 r1.x, r0.xyzw, cb0[1].xyzw
mov r2.xyz, vicp[1][0].xyzx
mov r2.w, l(1.000000)
dp4 r1.y, r2.xyzw, cb0[1].xyzw
mov r3.xyz, vicp[2][0].xyzx
mov r3.w, l(1.000000)
dp4 r1.z, r3.xyzw, cb0[1].xyzw
lt r1.xyz, r1.xyzx, l(0.000000, 0.000000, 0.000000, 0.000000)
and r1.x, r1.y, r1.x
and r1.x, r1.z, r1.x
dp4 r4.x, r0.xyzw, cb0[0].xyzw
dp4 r4.y, r2.xyzw, cb0[0].xyzw
dp4 r4.z, r3.xyzw, cb0[0].xyzw
lt r1.yzw, r4.xxyz, l(0.000000, 0.000000, 0.000000, 0.000000)
and r1.y, r1.z, r1.y
and r1.y, r1.w, r1.y
or r1.x, r1.x, r1.y
not r1.z, r1.y
and r1.x, r1.x, r1.z
or r1.x, r1.y, r1.x
dp4 r4.x, r0.xyzw, cb0[2].xyzw
dp4 r0.x, r0.xyzw, cb0[3].xyzw
dp4 r4.y, r2.xyzw, cb0[2].xyzw
dp4 r0.y, r2.xyzw, cb0[3].xyzw
dp4 r4.z, r3.xyzw, cb0[2].xyzw
dp4 r0.z, r3.xyzw, cb0[3].xyzw
lt r0.xyz, r0.xyzx, l(0.000000, 0.000000, 0.000000, 0.000000)
lt r1.yzw, r4.xxyz, l(0.000000, 0.000000, 0.000000, 0.000000)
and r0.w, r1.z, r1.y
and r0.w, r1.w, r0.w
or r0.w, r0.w, r1.x
and r0.x, r0.y, r0.x
and r0.x, r0.z, r0.x
or r0.x, r0.x, r0.w
movc r0.x, r0.x, l(0), cb0[4].x
mov o0.x, r0.x
mov o1.x, r0.x
mov o2.x, r0.x
mov o3.x, r0.x
ret 
