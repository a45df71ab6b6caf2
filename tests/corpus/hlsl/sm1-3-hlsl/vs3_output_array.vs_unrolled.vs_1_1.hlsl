// Decompiled by dxsm from vs_1_1 code.
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
    float4 oPos : POSITION;
    float4 oT0 : TEXCOORD0;
    float4 oT1 : TEXCOORD1;
    float4 oT2 : TEXCOORD2;
    float4 oT3 : TEXCOORD3;
    float4 oT4 : TEXCOORD4;
    float4 oT5 : TEXCOORD5;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    float4 v0 = input.v0;
    precise float4 oPos = 0;
    precise float4 oT0 = 0;
    precise float4 oT1 = 0;
    precise float4 oT2 = 0;
    precise float4 oT3 = 0;
    precise float4 oT4 = 0;
    precise float4 oT5 = 0;
    oPos.x = dot(v0.xyzw, c6.xyzw);
    oPos.y = dot(v0.xyzw, c7.xyzw);
    oPos.z = dot(v0.xyzw, c8.xyzw);
    oPos.w = dot(v0.xyzw, c9.xyzw);
    oT0.xyzw = v0.xyzw * c0.xyzw;
    r0.xyzw = float4(1.0, 2.0, 3.0, 4.0).xyzw;
    oT1.xyzw = mad(v0.xyzw, c1.xyzw, r0.xxxx);
    oT2.xyzw = mad(v0.xyzw, c2.xyzw, r0.yyyy);
    oT3.xyzw = mad(v0.xyzw, c3.xyzw, r0.zzzz);
    oT4.xyzw = mad(v0.xyzw, c4.xyzw, r0.wwww);
    r0.xyzw = c5.xyzw;
    oT5.xyzw = mad(v0.xyzw, r0.xyzw, float4(5.0, 0.0, 0.0, 0.0).xxxx);
    output.oPos = oPos.xyzw;
    output.oT0 = oT0.xyzw;
    output.oT1 = oT1.xyzw;
    output.oT2 = oT2.xyzw;
    output.oT3 = oT3.xyzw;
    output.oT4 = oT4.xyzw;
    output.oT5 = oT5.xyzw;
    return output;
}
