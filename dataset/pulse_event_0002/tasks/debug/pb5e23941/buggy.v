module pulse_event_0002_ternary_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       din,
    input  wire       sample_en,
    input  wire       flush,
    output wire [3:0] history,
    output wire       rise,
    output wire       fall,
    output wire       stable_high,
    output wire       stable_low
);
    reg [3:0] history_r;
    wire [3:0] history_d = rst ? 4'd0 :
                           flush ? {4{{din}}} :
                           sample_en ? {history_r[2:0], din} :
                           history_r;

    always @(posedge clk) begin
        history_r <= history_d;
    end

    assign history = history_r;
    assign rise = history_r[2:1] == 2'b01;
    assign fall = history_r[1:0] == 2'b10;
    assign stable_high = history_r == 4'b1111;
    assign stable_low = history_r == 4'b0000;
endmodule
