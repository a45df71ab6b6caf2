ps_5_0
dcl_globalFlags refactoringAllowed | enableDoublePrecisionFloatOps | enable11_1DoubleExtensions
dcl_constantbuffer cb0[1], immediateIndexed
dcl_input_ps linear v1.x
dcl_output o0.xyzw
dcl_temps 2
ftod r0.xy, v1.x
dfma r0.zw, r0.xyxy, cb0[0].xyxy, cb0[0].zwzw
dtof r0.z, r0.zwzw
dmul r1.xy, r0.xyxy, cb0[0].xyxy
dadd r0.xy, r0.xyxy, d(1.000000l, 0.000000l)
dadd r1.xy, r1.xyxy, cb0[0].zwzw
dge r0.w, r1.xyxy, cb0[0].xyxy
ddiv r0.xy, r1.xyxy, r0.xyxy
dne r1.z, r0.xyxy, cb0[0].zwzw
and r0.w, r0.w, r1.z
and o0.w, r0.z, r0.w
deq r0.z, r0.xyxy, r1.xyxy
and r0.z, r0.z, l(0x3f000000)
dlt r0.w, r1.xyxy, r0.xyxy
dmin r1.xy, r0.xyxy, r1.xyxy
dtof o0.y, r0.xyxy
dmax r0.xy, r1.xyxy, -cb0[0].zwzw
dtof o0.x, r0.xyxy
movc o0.z, r0.w, l(1.000000), r0.z
ret 
