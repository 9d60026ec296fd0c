module timer_0005_canonical_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       start_stop,
    input  wire       lap,
    input  wire       clear,
    output wire       running,
    output wire [4:0] elapsed,
    output wire [4:0] lap_time
);
    reg run;
    reg [4:0] count;
    reg [4:0] lap_reg;
    reg run_next;
    reg [4:0] count_next;
    reg [4:0] lap_reg_next;

    always @* begin
        if (start_stop)
            run_next = !run;
        else
            run_next = run;
    end

    always @* begin
        if (clear)
            count_next = 5'd0;
        else if (count != 5'd31)
            count_next = count + 5'd1;
        else
            count_next = count;
    end

    always @* begin
        if (clear)
            lap_reg_next = 5'd0;
        else if (lap)
            lap_reg_next = count;
        else
            lap_reg_next = lap_reg;
    end

    always @(posedge clk) begin
        if (rst) begin
            run <= 1'b0;
            count <= 5'd0;
            lap_reg <= 5'd0;
        end else begin
            run <= run_next;
            count <= count_next;
            lap_reg <= lap_reg_next;
        end
    end

    assign running = run;
    assign elapsed = count;
    assign lap_time = lap_reg;
endmodule
