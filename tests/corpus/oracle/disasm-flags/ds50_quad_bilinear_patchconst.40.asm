ds_5_0
dcl_input_control_point_count 4
dcl_tessellator_domain domain_quad
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[4], immediateIndexed
dcl_input_siv vpc0.x, finalQuadUeq0EdgeTessFactor
dcl_input_siv vpc2.x, finalQuadUeq1EdgeTessFactor
dcl_input_siv vpc5.x, finalQuadVInsideTessFactor
dcl_input vDomain.xy
dcl_input vicp[4][0].xyz
dcl_output_siv o0.xyzw, position
dcl_output o1.xy
dcl_output o1.z
dcl_temps 2
add r0.xyz, -vicp[3][0].xyzx, vicp[2][0].xyzx
mad r0.xyz, vDomain.xxxx, r0.xyzx, vicp[3][0].xyzx
add r1.xyz, -vicp[0][0].xyzx, vicp[1][0].xyzx
mad r1.xyz, vDomain.xxxx, r1.xyzx, vicp[0][0].xyzx
add r0.xyz, r0.xyzx, -r1.xyzx
mad r0.xyz, vDomain.yyyy, r0.xyzx, r1.xyzx
mov r0.w, l(1.000000)
dp4 o0.x, r0.xyzw, cb0[0].xyzw
dp4 o0.y, r0.xyzw, cb0[1].xyzw
dp4 o0.z, r0.xyzw, cb0[2].xyzw
dp4 o0.w, r0.xyzw, cb0[3].xyzw
add r0.x, vpc0.x, vpc2.x
mad o1.z, r0.x, l(0.500000), vpc5.x
mov o1.xy, vDomain.xyxx
ret 
