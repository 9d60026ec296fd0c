module timer_0001_sequential_priority (
    input  wire       clk,
    input  wire       rst,
    input  wire       timer_en,
    input  wire       activity,
    input  wire [3:0] idle_limit,
    output reg  [3:0] idle_cycles,
    output reg        idle_req
);

    always @(posedge clk) begin
        if (rst) begin
            idle_cycles <= 4'd0;
        end else begin
            if (activity)
                idle_cycles <= 4'd0;
            else if (timer_en && idle_cycles != 4'd15)
                idle_cycles <= idle_cycles + 4'd1;
        end
    end

    always @* begin
        idle_req = timer_en && idle_cycles >= idle_limit;
    end
endmodule
