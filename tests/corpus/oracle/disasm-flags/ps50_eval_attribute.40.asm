ps_5_0
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[1], immediateIndexed
dcl_input_ps linear v1.xyzw
dcl_input_ps linear v2.xy
dcl_output o0.xyzw
dcl_temps 2
eval_sample_index r0.xyzw, v1.xyzw, cb0[0].z
mul r0.xyzw, r0.xyzw, l(0.500000, 0.500000, 0.500000, 0.500000)
eval_centroid r1.xyzw, v1.xyzw
mad r0.xyzw, r1.xyzw, l(0.500000, 0.500000, 0.500000, 0.500000), r0.xyzw
eval_snapped r1.xy, v2.xyxx, cb0[0].xyxx
mov r1.zw, l(0,0,0,0)
add o0.xyzw, r0.xyzw, r1.xyzw
ret 
