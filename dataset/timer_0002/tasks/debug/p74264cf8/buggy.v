module timer_0002_ternary_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       sec_tick,
    input  wire       set_time,
    input  wire [6:0] time_in,
    output wire [6:0] seconds_bcd,
    output wire       minute_carry
);
    reg [6:0] seconds_bcd_r;
    wire [6:0] seconds_bcd_d = rst ? 7'h0 :
                               ((sec_tick && seconds_bcd_r == 7'h59) ? 7'h0 :
                               (sec_tick && seconds_bcd_r[3:0] == 4'd9) ? {seconds_bcd_r[6:4] + 3'd1, 4'd0} :
                               sec_tick ? seconds_bcd_r + 7'd1 :
                               seconds_bcd_r);

    always @(posedge clk) begin
        seconds_bcd_r <= seconds_bcd_d;
    end

    assign seconds_bcd = seconds_bcd_r;
    assign minute_carry = sec_tick && seconds_bcd_r == 7'h59;
endmodule
