cbuffer C { float a = 3.5; float4 b = {1,2,3,4}; int c = 7; };
float g = 2.0;
float4 main() : SV_Target { return a*b*g + c; }
