module timer_0001_canonical_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       timer_en,
    input  wire       activity,
    input  wire [3:0] idle_limit,
    output reg  [3:0] idle_cycles,
    output wire       idle_req
);
    reg [3:0] idle_cycles_next;

    always @* begin
        if (activity)
            idle_cycles_next = 4'd0;
        else if (idle_cycles != 4'd15)
            idle_cycles_next = idle_cycles + 4'd1;
        else
            idle_cycles_next = idle_cycles;
    end

    always @(posedge clk) begin
        if (rst) begin
            idle_cycles <= 4'd0;
        end else begin
            idle_cycles <= idle_cycles_next;
        end
    end

    assign idle_req = timer_en && idle_cycles >= idle_limit;
endmodule
