ds_5_0
dcl_input_control_point_count 3
dcl_tessellator_domain domain_tri
dcl_globalFlags refactoringAllowed | enableDoublePrecisionFloatOps
dcl_constantbuffer cb0[5], immediateIndexed
dcl_input_siv vpc0.x, finalTriUeq0EdgeTessFactor
dcl_input_siv vpc1.x, finalTriVeq0EdgeTessFactor
dcl_input_siv vpc2.x, finalTriWeq0EdgeTessFactor
dcl_input_siv vpc3.x, finalTriInsideTessFactor
dcl_input vDomain.xyz
dcl_input vicp[3][0].xyz
dcl_output_siv o0.xyzw, position
dcl_output o1.xyz
dcl_temps 4
ftod r0.xyzw, vicp[0][0].xyxx
ftod r1.xyzw, vDomain.xyxx
dmul r0.xyzw, r0.xyzw, r1.xyxy
ftod r2.xyzw, vicp[1][0].xyxx
dmul r2.xyzw, r1.zwzw, r2.xyzw
dadd r0.xyzw, r0.xyzw, r2.xyzw
ftod r2.xyzw, vicp[2][0].xyxx
ftod r3.xy, vDomain.z
dmul r2.xyzw, r2.xyzw, r3.xyxy
dadd r0.xyzw, r0.xyzw, r2.xyzw
dmul r0.xyzw, r0.xyzw, cb0[0].xyxy
dtof r0.xy, r0.xyzw
ftod r2.xy, vicp[0][0].z
dmul r1.xy, r1.xyxy, r2.xyxy
ftod r2.xy, vicp[1][0].z
dmul r1.zw, r1.zwzw, r2.xyxy
dadd r1.xy, r1.zwzw, r1.xyxy
ftod r1.zw, vicp[2][0].z
dmul r1.zw, r3.xyxy, r1.zwzw
dadd r1.xy, r1.zwzw, r1.xyxy
dmul r1.xy, r1.xyxy, cb0[0].xyxy
dtof r0.z, r1.xyxy
mov r0.w, l(1.000000)
dp4 o0.x, r0.xyzw, cb0[1].xyzw
dp4 o0.y, r0.xyzw, cb0[2].xyzw
dp4 o0.z, r0.xyzw, cb0[3].xyzw
dp4 o0.w, r0.xyzw, cb0[4].xyzw
mov r0.x, vpc0.x
mov r0.y, vpc1.x
mov r0.z, vpc2.x
mul o1.xyz, r0.xyzx, vpc3.xxxx
ret 
