ps_4_0
dcl_input_ps_siv linear noperspective v0.w, position
dcl_input_ps linear v1.xyzw
dcl_input_ps_siv constant v2.x, rendertarget_array_index
dcl_input_ps_siv constant v2.y, viewport_array_index
dcl_input_ps_sgv v2.z, primitive_id
dcl_input_ps_sgv v3.x, is_front_face
dcl_output o0.xyzw
dcl_temps 2
utof r0.x, v2.y
mul r0.x, r0.x, l(0.010000)
utof r0.y, v2.x
mad r0.x, r0.y, l(0.100000), r0.x
mul r1.xyzw, v1.zyxw, l(0.500000, 0.500000, 0.500000, 0.500000)
movc r1.xyzw, v3.xxxx, v1.xyzw, r1.xyzw
add r1.y, r0.x, r1.y
and r0.x, v2.z, l(15)
utof r0.x, r0.x
mad r1.x, r0.x, l(0.066667), r1.x
add o0.xyzw, r1.xyzw, v0.wwww
ret 
