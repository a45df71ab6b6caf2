gs_4_0
dcl_input v[1][0].xyzw
dcl_input v[1][1].xyzw
dcl_temps 1
dcl_inputprimitive point 
dcl_outputtopology pointlist 
dcl_output_siv o0.xyzw, position
dcl_output o1.xyzw
dcl_output o2.xyzw
dcl_output o3.xyzw
dcl_output o4.xyzw
dcl_output o5.xyzw
dcl_output o6.xyzw
dcl_output o7.xyzw
dcl_output o8.xyzw
dcl_output o9.xyzw
dcl_output o10.xyzw
dcl_output o11.xyzw
dcl_output o12.xyzw
dcl_output o13.xyzw
dcl_output o14.xyzw
dcl_output o15.xyzw
dcl_output o16.xyzw
dcl_output o17.xyzw
dcl_output o18.xyzw
dcl_output o19.xyzw
dcl_output o20.xyzw
dcl_output o21.xyzw
dcl_output o22.xyzw
dcl_output o23.xyzw
dcl_output o24.xyzw
dcl_output o25.xyzw
dcl_output o26.xyzw
dcl_output o27.xyzw
dcl_output o28.xyzw
dcl_output o29.xyzw
dcl_output o30.xyzw
dcl_output o31.xyzw
dcl_maxout 1
mov o0.xyzw, v[0][0].xyzw
mov o1.xyzw, v[0][1].xyzw
add r0.xyzw, v[0][1].xyzw, v[0][1].xyzw
mov o2.xyzw, r0.xyzw
mul r0.xyzw, l(3.000000, 3.000000, 3.000000, 3.000000), v[0][1].xyzw
mov o3.xyzw, r0.xyzw
mul r0.xyzw, l(4.000000, 4.000000, 4.000000, 4.000000), v[0][1].xyzw
mov o4.xyzw, r0.xyzw
mul r0.xyzw, l(5.000000, 5.000000, 5.000000, 5.000000), v[0][1].xyzw
mov o5.xyzw, r0.xyzw
mul r0.xyzw, l(6.000000, 6.000000, 6.000000, 6.000000), v[0][1].xyzw
mov o6.xyzw, r0.xyzw
mul r0.xyzw, l(7.000000, 7.000000, 7.000000, 7.000000), v[0][1].xyzw
mov o7.xyzw, r0.xyzw
mul r0.xyzw, l(8.000000, 8.000000, 8.000000, 8.000000), v[0][1].xyzw
mov o8.xyzw, r0.xyzw
mul r0.xyzw, l(9.000000, 9.000000, 9.000000, 9.000000), v[0][1].xyzw
mov o9.xyzw, r0.xyzw
mul r0.xyzw, l(10.000000, 10.000000, 10.000000, 10.000000), v[0][1].xyzw
mov o10.xyzw, r0.xyzw
mul r0.xyzw, l(11.000000, 11.000000, 11.000000, 11.000000), v[0][1].xyzw
mov o11.xyzw, r0.xyzw
mul r0.xyzw, l(12.000000, 12.000000, 12.000000, 12.000000), v[0][1].xyzw
mov o12.xyzw, r0.xyzw
mul r0.xyzw, l(13.000000, 13.000000, 13.000000, 13.000000), v[0][1].xyzw
mov o13.xyzw, r0.xyzw
mul r0.xyzw, l(14.000000, 14.000000, 14.000000, 14.000000), v[0][1].xyzw
mov o14.xyzw, r0.xyzw
mul r0.xyzw, l(15.000000, 15.000000, 15.000000, 15.000000), v[0][1].xyzw
mov o15.xyzw, r0.xyzw
mov o16.xyzw, v[0][0].wzyx
add r0.xyzw, l(1.000000, 1.000000, 1.000000, 1.000000), v[0][0].wzyx
mov o17.xyzw, r0.xyzw
add r0.xyzw, l(2.000000, 2.000000, 2.000000, 2.000000), v[0][0].wzyx
mov o18.xyzw, r0.xyzw
add r0.xyzw, l(3.000000, 3.000000, 3.000000, 3.000000), v[0][0].wzyx
mov o19.xyzw, r0.xyzw
add r0.xyzw, l(4.000000, 4.000000, 4.000000, 4.000000), v[0][0].wzyx
mov o20.xyzw, r0.xyzw
add r0.xyzw, l(5.000000, 5.000000, 5.000000, 5.000000), v[0][0].wzyx
mov o21.xyzw, r0.xyzw
add r0.xyzw, l(6.000000, 6.000000, 6.000000, 6.000000), v[0][0].wzyx
mov o22.xyzw, r0.xyzw
add r0.xyzw, l(7.000000, 7.000000, 7.000000, 7.000000), v[0][0].wzyx
mov o23.xyzw, r0.xyzw
add r0.xyzw, l(8.000000, 8.000000, 8.000000, 8.000000), v[0][0].wzyx
mov o24.xyzw, r0.xyzw
add r0.xyzw, l(9.000000, 9.000000, 9.000000, 9.000000), v[0][0].wzyx
mov o25.xyzw, r0.xyzw
add r0.xyzw, l(10.000000, 10.000000, 10.000000, 10.000000), v[0][0].wzyx
mov o26.xyzw, r0.xyzw
add r0.xyzw, l(11.000000, 11.000000, 11.000000, 11.000000), v[0][0].wzyx
mov o27.xyzw, r0.xyzw
add r0.xyzw, l(12.000000, 12.000000, 12.000000, 12.000000), v[0][0].wzyx
mov o28.xyzw, r0.xyzw
add r0.xyzw, l(13.000000, 13.000000, 13.000000, 13.000000), v[0][0].wzyx
mov o29.xyzw, r0.xyzw
add r0.xyzw, l(14.000000, 14.000000, 14.000000, 14.000000), v[0][0].wzyx
mov o30.xyzw, r0.xyzw
add r0.xyzw, l(15.000000, 15.000000, 15.000000, 15.000000), v[0][0].wzyx
mov o31.xyzw, r0.xyzw
emit 
ret 
