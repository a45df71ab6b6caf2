gs_5_0
dcl_globalFlags refactoringAllowed
dcl_input v[2][0].xyzw
dcl_temps 1
dcl_inputprimitive line 
dcl_stream m0
dcl_outputtopology trianglestrip 
dcl_output_siv o0.xyzw, position
dcl_output o1.xy
dcl_maxout 8
mov o0.xyzw, v[0][0].xyzw
mov o1.xy, l(0,0,0,0)
emit_stream m0
add r0.xyzw, l(0.000000, 0.050000, 0.000000, 0.000000), v[0][0].xyzw
mov o0.xyzw, r0.xyzw
mov o1.xy, l(0,1.000000,0,0)
emit_stream m0
mov o0.xyzw, v[1][0].xyzw
mov o1.xy, l(1.000000,0,0,0)
emit_stream m0
add r0.xyzw, l(0.000000, 0.050000, 0.000000, 0.000000), v[1][0].xyzw
mov o0.xyzw, r0.xyzw
mov o1.xy, l(1.000000,1.000000,0,0)
emit_stream m0
cut_stream m0
add r0.xyzw, l(0.000000, 0.100000, 0.000000, 0.000000), v[0][0].xyzw
mov o0.xyzw, r0.xyzw
mov o1.xy, l(0,0,0,0)
emit_stream m0
add r0.xyzw, l(0.000000, 0.150000, 0.000000, 0.000000), v[0][0].xyzw
mov o0.xyzw, r0.xyzw
mov o1.xy, l(0,1.000000,0,0)
emit_stream m0
add r0.xyzw, l(0.000000, 0.100000, 0.000000, 0.000000), v[1][0].xyzw
mov o0.xyzw, r0.xyzw
mov o1.xy, l(1.000000,0,0,0)
emit_stream m0
add r0.xyzw, l(0.000000, 0.150000, 0.000000, 0.000000), v[1][0].xyzw
mov o0.xyzw, r0.xyzw
mov o1.xy, l(1.000000,1.000000,0,0)
emit_stream m0
cut_stream m0
ret 
