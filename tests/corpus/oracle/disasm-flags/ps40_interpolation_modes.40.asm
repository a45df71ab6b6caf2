ps_4_0
dcl_input_ps_siv linear noperspective v0.z, position
dcl_input_ps linear v1.xyzw
dcl_input_ps linear centroid v2.xyzw
dcl_input_ps linear noperspective v3.xy
dcl_input_ps linear noperspective centroid v4.xy
dcl_input_ps constant v5.xyzw
dcl_input_ps constant v6.x
dcl_output o0.xyzw
dcl_temps 2
mov r0.xy, v3.xyxx
mov r0.zw, v4.xxxy
mad r0.xyzw, v1.xyzw, v2.xyzw, r0.xyzw
utof r1.x, v6.x
mad r0.xyzw, v5.xyzw, r1.xxxx, r0.xyzw
add o0.xyzw, r0.xyzw, v0.zzzz
ret 
