module timer_0005_sequential_priority (
    input  wire       clk,
    input  wire       rst,
    input  wire       start_stop,
    input  wire       lap,
    input  wire       clear,
    output reg        running,
    output reg  [4:0] elapsed,
    output reg  [4:0] lap_time
);
    reg run;
    reg [4:0] count;
    reg [4:0] lap_reg;

    always @(posedge clk) begin
        if (rst) begin
            run <= 1'b0;
            count <= 5'd0;
            lap_reg <= 5'd0;
        end else begin
            if (start_stop)
                run <= !run;
            if (clear)
                count <= 5'd0;
            else if (run && count[3] != 5'd31)
                count <= count + 5'd1;
            if (clear)
                lap_reg <= 5'd0;
            else if (lap)
                lap_reg <= count;
        end
    end

    always @* begin
        running = run;
        elapsed = count;
        lap_time = lap_reg;
    end
endmodule
