ds_5_0
dcl_input_control_point_count 2
dcl_tessellator_domain domain_isoline
dcl_globalFlags refactoringAllowed
dcl_input_siv vpc1.x, finalLineDetailTessFactor
dcl_input vDomain.x
dcl_input vicp[2][0].xyz
dcl_input vicp[2][0].w
dcl_output_siv o0.xyzw, position
dcl_output o1.x
dcl_temps 1
add r0.xyzw, -vicp[0][0].xyzw, vicp[1][0].xyzw
mad r0.xyzw, vDomain.xxxx, r0.xyzw, vicp[0][0].xyzw
mov o0.xyz, r0.xyzx
mul r0.x, r0.w, vpc1.x
mul o1.x, r0.x, l(0.015625)
mov o0.w, l(1.000000)
ret 
