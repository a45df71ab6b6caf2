struct I { sample float4 p : SV_Position; float c : SV_ClipDistance0; };
float4 main(I i) : SV_Target { return i.p * i.c; }
