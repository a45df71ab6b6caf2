// Decompiled by dxsm from vs_3_0 code.
float4 c0 : register(c0);
float4 c1 : register(c1);
float4 c2 : register(c2);
float4 c3 : register(c3);
float4 c4 : register(c4);
float4 c5 : register(c5);
float4 c6 : register(c6);
float4 c7 : register(c7);
float4 c8 : register(c8);
float4 c9 : register(c9);
struct Input {
    float4 v0 : POSITION0;
};
struct Output {
    float4 o0 : POSITION0;
    float4 o1 : TEXCOORD0;
    float4 o2 : TEXCOORD1;
    float4 o3 : TEXCOORD2;
    float4 o4 : TEXCOORD3;
    float4 o5 : TEXCOORD4;
    float4 o6 : TEXCOORD5;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    float4 v0 = input.v0;
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    precise float4 o2 = 0;
    precise float4 o3 = 0;
    precise float4 o4 = 0;
    precise float4 o5 = 0;
    precise float4 o6 = 0;
    o0.x = dot(v0.xyzw, c6.xyzw);
    o0.y = dot(v0.xyzw, c7.xyzw);
    o0.z = dot(v0.xyzw, c8.xyzw);
    o0.w = dot(v0.xyzw, c9.xyzw);
    o1.xyzw = c0.xyzw * v0.xyzw;
    r0.xyzw = float4(1.0, 2.0, 3.0, 4.0).xyzw;
    o2.xyzw = mad(v0.xyzw, c1.xyzw, r0.xxxx);
    o3.xyzw = mad(v0.xyzw, c2.xyzw, r0.yyyy);
    o4.xyzw = mad(v0.xyzw, c3.xyzw, r0.zzzz);
    o5.xyzw = mad(v0.xyzw, c4.xyzw, r0.wwww);
    r0.xyzw = c5.xyzw;
    o6.xyzw = mad(v0.xyzw, r0.xyzw, float4(5.0, 0.0, 0.0, 0.0).xxxx);
    output.o0 = o0.xyzw;
    output.o1 = o1.xyzw;
    output.o2 = o2.xyzw;
    output.o3 = o3.xyzw;
    output.o4 = o4.xyzw;
    output.o5 = o5.xyzw;
    output.o6 = o6.xyzw;
    return output;
}
