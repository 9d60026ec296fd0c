module timer_0002_canonical_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       sec_tick,
    input  wire       set_time,
    input  wire [6:0] time_in,
    output reg  [6:0] seconds_bcd,
    output wire       minute_carry
);
    reg [6:0] seconds_bcd_next;

    always @* begin
        if (set_time)
            seconds_bcd_next = time_in;
        else if (sec_tick && seconds_bcd == 7'h59)
            seconds_bcd_next = 7'h0;
        else if (sec_tick && seconds_bcd[3:0] == 4'd9)
            seconds_bcd_next = {seconds_bcd[6:4] + 3'd1, 4'd0};
        else if (sec_tick)
            seconds_bcd_next = seconds_bcd + 7'd1;
        else
            seconds_bcd_next = seconds_bcd;
    end

    always @(posedge clk) begin
        if (rst) begin
            seconds_bcd <= 7'h0;
        end else begin
            seconds_bcd <= seconds_bcd_next;
        end
    end

    assign minute_carry = sec_tick && seconds_bcd == 7'h59;
endmodule
