// Decompiled by dxsm from vs_3_sw code.
float4 c0 : register(c0);
float4 c43 : register(c43);
float4 c44 : register(c44);
float4 c46 : register(c46);
float4 c48 : register(c48);
bool b1 : register(b1);
bool b10 : register(b10);
struct Input {
    float4 v0 : POSITION0;
};
struct Output {
    float4 o0 : POSITION0;
};
static precise float4 r0;
static precise float4 r1;
static float4 v0;
static precise float4 o0;
void l492();
void l528();
void l883();
void l1098();
void l1410();
void l492() {
    r0.xyzw = r0.xyzw + c43.xyzw;
    [branch] if (!b1) l528();
}
void l528() {
    r0.xyzw = r0.xyzw + c48.xyzw;
    [branch] if (!false) l883();
}
void l883() {
    r0.xyzw = r0.xyzw + c44.xyzw;
    [branch] if (!true) l1098();
}
void l1098() {
    r0.xyzw = r0.xyzw + c46.xyzw;
    [branch] if (!true) l1410();
}
void l1410() {
    r0.xyzw = r0.xyzw + c48.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    r0.xyzw = r0.xyzw + c44.xyzw;
    [branch] if (!b10) l492();
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
