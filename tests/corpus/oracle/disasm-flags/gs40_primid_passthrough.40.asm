gs_4_0
dcl_input_siv v[3][0].xyzw, position
dcl_input v[3][1].xyz
dcl_input vPrim
dcl_inputprimitive triangle 
dcl_outputtopology trianglestrip 
dcl_output_siv o0.xyzw, position
dcl_output o1.xyz
dcl_output o2.x
dcl_maxout 3
mov o0.xyzw, v[0][0].xyzw
mov o1.xyz, v[0][1].xyzx
mov o2.x, vPrim
emit 
mov o0.xyzw, v[1][0].xyzw
mov o1.xyz, v[1][1].xyzx
mov o2.x, vPrim
emit 
mov o0.xyzw, v[2][0].xyzw
mov o1.xyz, v[2][1].xyzx
mov o2.x, vPrim
emit 
ret 
