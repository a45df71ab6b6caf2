gs_4_1
dcl_globalFlags refactoringAllowed
dcl_input_siv v[3][0].xyzw, position
dcl_input v[3][1].xy
dcl_input v[3][2].x
dcl_inputprimitive triangle 
dcl_outputtopology trianglestrip 
dcl_output_siv o0.xyzw, position
dcl_output o1.xy
dcl_output_siv o2.x, rendertarget_array_index
dcl_maxout 3
mov o0.xyzw, v[0][0].xyzw
mov o1.xy, v[0][1].xyxx
mov o2.x, v[0][2].x
emit 
mov o0.xyzw, v[1][0].xyzw
mov o1.xy, v[1][1].xyxx
mov o2.x, v[0][2].x
emit 
mov o0.xyzw, v[2][0].xyzw
mov o1.xy, v[2][1].xyxx
mov o2.x, v[0][2].x
emit 
ret 
