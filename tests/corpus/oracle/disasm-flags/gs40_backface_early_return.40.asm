gs_4_0
dcl_input_siv v[3][0].xyzw, position
dcl_input v[3][1].xy
dcl_temps 2
dcl_inputprimitive triangle 
dcl_outputtopology trianglestrip 
dcl_output_siv o0.xyzw, position
dcl_output o1.xy
dcl_maxout 3
div r0.xy, v[0][0].yxyy, v[0][0].wwww
div r0.zw, v[1][0].xxxy, v[1][0].wwww
div r1.xy, v[2][0].yxyy, v[2][0].wwww
add r0.zw, -r0.yyyx, r0.zzzw
add r0.xy, -r0.xyxx, r1.xyxx
mul r0.y, r0.y, r0.w
mad r0.x, r0.z, r0.x, -r0.y
ge r0.x, l(0.000001), r0.x
if_nz r0.x
  ret 
endif 
mov o0.xyzw, v[0][0].xyzw
mov o1.xy, v[0][1].xyxx
emit 
mov o0.xyzw, v[1][0].xyzw
mov o1.xy, v[1][1].xyxx
emit 
mov o0.xyzw, v[2][0].xyzw
mov o1.xy, v[2][1].xyxx
emit 
ret 
