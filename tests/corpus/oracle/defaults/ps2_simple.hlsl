float a = 3.5; float4 b = {1,2,3,4};
float4 main() : COLOR { return a*b; }
