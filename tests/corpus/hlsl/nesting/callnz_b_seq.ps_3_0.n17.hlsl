// Decompiled by dxsm from ps_3_0 code.
float4 c0 : register(c0);
float4 c6 : register(c6);
float4 c8 : register(c8);
bool b1 : register(b1);
bool b2 : register(b2);
bool b9 : register(b9);
bool b10 : register(b10);
bool b14 : register(b14);
bool b15 : register(b15);
struct Input {
    float4 v0 : TEXCOORD0;
};
struct Output {
    float4 oC0 : COLOR0;
};
static precise float4 r0;
static precise float4 r1;
static float4 v0;
static precise float4 oC0;
void l179();
void l423();
void l678();
void l785();
void l844();
void l1226();
void l1272();
void l1273();
void l1451();
void l1489();
void l1707();
void l1818();
void l179() {
    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
}
void l423() {
    r1.xyzw = r1.xyzw + r0.xyzw;
}
void l678() {
    r0.xyzw = r0.xyzw + c8.xyzw;
}
void l785() {
    r0.xyzw = r0.xyzw + c6.xyzw;
}
void l844() {
    r0.x = dot(r0.xyzw, r1.xyzw);
}
void l1226() {
    r0.x = dot(r0.xyzw, r1.xyzw);
}
void l1272() {
    r1.xyzw = r1.xyzw + r0.xyzw;
}
void l1273() {
    r0.x = dot(r0.xyzw, r1.xyzw);
}
void l1451() {
    r0.xyzw = max(r0.xyzw, r1.xyzw);
}
void l1489() {
    r1.xyzw = r1.xyzw + r0.xyzw;
}
void l1707() {
    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
}
void l1818() {
    r1.xyzw = r1.xyzw + r0.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    r0.xyzw = r0.xyzw + c8.xyzw;
    [branch] if (b1) l179();
    [branch] if (false) l423();
    [branch] if (false) l678();
    [branch] if (b15) l785();
    [branch] if (b14) l844();
    [branch] if (b2) l1226();
    [branch] if (true) l1272();
    [branch] if (b15) l1273();
    [branch] if (b2) l1451();
    [branch] if (b14) l1489();
    [branch] if (true) l1707();
    [branch] if (b1) l1818();
    [branch] if (b10) l179();
    [branch] if (b9) l423();
    [branch] if (b1) l678();
    [branch] if (false) l785();
    [branch] if (false) l844();
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
