// Decompiled by dxsm from vs_3_0 code.
float4 c0 : register(c0);
struct Input {
    float4 v0 : POSITION0;
    float4 v1 : TEXCOORD3;
};
struct Output {
    float4 o0 : POSITION0;
    float4 o3 : TEXCOORD5;
    float2 o4 : COLOR1;
    float o5 : FOG0;
    float o6 : PSIZE0;
};
Output main(Input input) {
    Output output;
    float4 v0 = input.v0;
    float4 v1 = input.v1;
    precise float4 o0 = 0;
    precise float4 o3 = 0;
    precise float4 o4 = 0;
    precise float4 o5 = 0;
    precise float4 o6 = 0;
    o0.xyzw = v0.xyzw;
    o3.xyzw = v1.xyzw;
    o4.xy = v1.xy;
    o5.x = v1.w;
    o6.xyzw = c0.xxxx;
    output.o0 = o0.xyzw;
    output.o3 = o3.xyzw;
    output.o4 = o4.xy;
    output.o5 = o5.x;
    output.o6 = o6.x;
    return output;
}
