gs_4_0
dcl_input_siv v[1][0].xyzw, position
dcl_input v[1][1].x
dcl_input v[1][2].xyzw
dcl_temps 3
dcl_inputprimitive point 
dcl_outputtopology trianglestrip 
dcl_output_siv o0.xyzw, position
dcl_output o1.xy
dcl_output o2.xyzw
dcl_maxout 4
mul r0.xyw, l(-1.000000, 1.777700, 0.000000, -1.777700), v[0][1].xxxx
mov r0.z, l(0)
add r1.xyzw, r0.xyzz, v[0][0].xyzw
add r0.xyzw, r0.xwzz, v[0][0].xyzw
mov o0.xyzw, r1.xyzw
mov o1.xy, l(0,0,0,0)
mov o2.xyzw, v[0][2].xyzw
emit 
mul r1.xyw, l(1.000000, 1.777700, 0.000000, -1.777700), v[0][1].xxxx
mov r1.z, l(0)
add r2.xyzw, r1.xyzz, v[0][0].xyzw
add r1.xyzw, r1.xwzz, v[0][0].xyzw
mov o0.xyzw, r2.xyzw
mov o1.xy, l(1.000000,0,0,0)
mov o2.xyzw, v[0][2].xyzw
emit 
mov o0.xyzw, r0.xyzw
mov o1.xy, l(0,1.000000,0,0)
mov o2.xyzw, v[0][2].xyzw
emit 
mov o0.xyzw, r1.xyzw
mov o1.xy, l(1.000000,1.000000,0,0)
mov o2.xyzw, v[0][2].xyzw
emit 
ret 
