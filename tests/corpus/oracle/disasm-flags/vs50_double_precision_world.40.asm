vs_5_0
dcl_globalFlags refactoringAllowed | enableDoublePrecisionFloatOps
dcl_constantbuffer cb0[8], immediateIndexed
dcl_input v0.xyz
dcl_output_siv o0.xyzw, position
dcl_output o1.x
dcl_temps 2
ftod r0.xyzw, v0.xyxx
dadd r0.xyzw, r0.xyzw, cb0[2].xyzw
dadd r0.xyzw, r0.xyzw, -cb0[0].xyzw
dtof r1.xy, r0.xyzw
dmul r0.xyzw, r0.xyzw, r0.xyzw
dadd r0.xy, r0.xyxy, r0.zwzw
ftod r0.zw, v0.z
dadd r0.zw, r0.zwzw, cb0[3].xyxy
dadd r0.zw, r0.zwzw, -cb0[1].xyxy
dtof r1.z, r0.zwzw
dmul r0.zw, r0.zwzw, r0.zwzw
dadd r0.xy, r0.xyxy, r0.zwzw
dtof r0.x, r0.xyxy
sqrt o1.x, r0.x
mov r1.w, l(1.000000)
dp4 o0.x, r1.xyzw, cb0[4].xyzw
dp4 o0.y, r1.xyzw, cb0[5].xyzw
dp4 o0.z, r1.xyzw, cb0[6].xyzw
dp4 o0.w, r1.xyzw, cb0[7].xyzw
ret 
