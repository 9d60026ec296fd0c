module timer_0006_sequential_priority (
    input  wire       clk,
    input  wire       rst,
    input  wire       sample_en,
    input  wire       noisy_in,
    output reg        clean,
    output reg  [1:0] pending,
    output reg        changing
);
    reg stable;
    reg [1:0] cnt;

    always @(posedge clk) begin
        if (rst) begin
            stable <= 1'b0;
            cnt <= 2'd0;
        end else begin
            if (sample_en && noisy_in != stable && cnt == 2'd2)
                stable <= noisy_in;
            if (sample_en && noisy_in != stable && cnt != 2'd2)
                cnt <= cnt + 2'd1;
            else if (sample_en)
                cnt <= 2'd0;
        end
    end

    always @* begin
        clean = stable;
        pending = cnt;
        changing = cnt != 2'd0;
    end
endmodule
