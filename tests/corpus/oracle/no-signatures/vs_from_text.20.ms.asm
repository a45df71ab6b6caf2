0x00000000: vs_4_0
0x00000008: dcl_input v0.xyzw
0x00000014: dcl_output_siv o0.xyzw, position
0x00000024: mov o0.xyzw, v0.xyzw
0x00000038: ret 
